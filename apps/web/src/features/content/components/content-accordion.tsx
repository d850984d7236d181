import { DisclosureList } from '#src/components/ui/disclosure-list.tsx';
import { HtmlContent } from './html-content.tsx';

export interface AccordionItemData {
  title: string;
  /** Plain text, or trusted HTML when `html` is set. */
  body: string;
}

interface ContentAccordionProps {
  items: AccordionItemData[];
  /** Numbers the questions: "1. ..." (FAQ page). */
  numbered?: boolean;
  html?: boolean;
  /** Index of the item open at first, or none. */
  initiallyOpen?: number;
}

/** One item open at a time; clicking the open item closes it (platform spec section 2). */
export function ContentAccordion({
  items,
  numbered = false,
  html = false,
  initiallyOpen,
}: ContentAccordionProps) {
  return (
    <DisclosureList
      {...(initiallyOpen === undefined ? {} : { initiallyOpen })}
      items={items.map((item, index) => ({
        key: item.title,
        summary: `${numbered ? `${index + 1}. ` : ''}${item.title}`,
        body: html ? <HtmlContent html={item.body} /> : <p>{item.body}</p>,
      }))}
    />
  );
}
