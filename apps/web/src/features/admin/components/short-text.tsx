import { Text } from '@mantine/core';

/** A table cell's long text cut to two lines; the full text is in the expanded row. */
export function ShortText({ text }: { text: string }) {
  return (
    <Text size="sm" lineClamp={2} maw={220} title={text || undefined}>
      {text}
    </Text>
  );
}
