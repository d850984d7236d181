import { Accordion } from '@mantine/core';
import { HtmlContent } from './html-content.tsx';
import classes from './content.module.css';

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
    <Accordion
      variant="separated"
      radius="md"
      defaultValue={initiallyOpen === undefined ? null : `item-${initiallyOpen}`}
      classNames={{ control: classes.accordionControl, label: classes.accordionLabel }}
    >
      {items.map((item, index) => (
        <Accordion.Item key={item.title} value={`item-${index}`}>
          <Accordion.Control>
            {numbered ? `${index + 1}. ` : ''}
            {item.title}
          </Accordion.Control>
          <Accordion.Panel>{html ? <HtmlContent html={item.body} /> : <p>{item.body}</p>}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
