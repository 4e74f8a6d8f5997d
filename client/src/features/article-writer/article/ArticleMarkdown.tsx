import { Anchor, Blockquote, Code, List, Table, Text, Title, Typography } from '@mantine/core';
import { Lexer, type Token, type Tokens } from 'marked';
import { Fragment, type ReactNode, useMemo } from 'react';

/**
 * The writer's markdown shown as React elements. Model output may carry raw HTML; it is never
 * handed to the DOM as markup: every token becomes an element React escapes, raw HTML is shown
 * as the text it is, and only http(s), site-relative, `#` and mailto links are made clickable
 * (the same rule the server's sanitiser applies to stored articles).
 */
export function ArticleMarkdown({ markdown, headingOrder = 3 }: { markdown: string; headingOrder?: HeadingOrder }) {
  const tokens = useMemo(() => new Lexer({ gfm: true }).lex(markdown), [markdown]);
  return <Typography>{blocks(tokens, headingOrder)}</Typography>;
}

/** The level a heading inside the markdown starts at (`##` there); deeper ones go one lower each. */
type HeadingOrder = 2 | 3 | 4 | 5 | 6;

const SAFE_LINK = /^(https?:\/\/|\/(?!\/)|#|mailto:)/i;

/** An address that may be followed; null for javascript:, data: and other schemes. */
export function safeHref(href: string): string | null {
  const trimmed = href.trim();
  return SAFE_LINK.test(trimmed) ? trimmed : null;
}

function blocks(tokens: readonly Token[], headingOrder: HeadingOrder): ReactNode {
  return keyed(tokens.map((token) => block(token, headingOrder)));
}

function block(token: Token, headingOrder: HeadingOrder): ReactNode {
  switch (token.type) {
    case 'space':
    case 'def':
      return null;
    case 'hr':
      return <hr />;
    case 'heading': {
      const heading = token as Tokens.Heading;
      // The section's own heading is shown by the page; headings inside it sit below that level.
      const order = Math.min(6, headingOrder + Math.max(0, heading.depth - 2)) as 2 | 3 | 4 | 5 | 6;
      return <Title order={order}>{inline(heading.tokens)}</Title>;
    }
    case 'paragraph':
      return <p>{inline((token as Tokens.Paragraph).tokens)}</p>;
    case 'text': {
      const text = token as Tokens.Text;
      return text.tokens ? inline(text.tokens) : text.text;
    }
    case 'list': {
      const list = token as Tokens.List;
      return (
        <List type={list.ordered ? 'ordered' : 'unordered'} start={list.ordered && list.start ? list.start : undefined}>
          {keyed(list.items.map((item) => listItem(item, headingOrder)))}
        </List>
      );
    }
    case 'blockquote':
      return <Blockquote>{blocks((token as Tokens.Blockquote).tokens, headingOrder)}</Blockquote>;
    case 'code':
      return (
        <Code block dir="ltr">
          {(token as Tokens.Code).text}
        </Code>
      );
    case 'table': {
      const table = token as Tokens.Table;
      return (
        <Table.ScrollContainer minWidth={320}>
          <Table>
            <Table.Thead>
              <Table.Tr>{keyed(table.header.map(headerCell))}</Table.Tr>
            </Table.Thead>
            <Table.Tbody>{keyed(table.rows.map(tableRow))}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      );
    }
    case 'html':
      // Raw HTML from the model: shown as text, never parsed.
      return <Text component="p">{(token as Tokens.HTML).text}</Text>;
    default:
      return 'tokens' in token && Array.isArray(token.tokens) ? inline(token.tokens as Token[]) : token.raw;
  }
}

/** Rendered markdown parts keyed by their place: they have no identity of their own, and are rendered anew as a whole. */
function keyed(nodes: ReactNode[]): ReactNode {
  // biome-ignore lint/suspicious/noArrayIndexKey: a token's place is its only identity (two may read the same).
  return nodes.map((node, place) => <Fragment key={place}>{node}</Fragment>);
}

function listItem(item: Tokens.ListItem, headingOrder: HeadingOrder): ReactNode {
  return <List.Item>{blocks(item.tokens, headingOrder)}</List.Item>;
}

function headerCell(cell: Tokens.TableCell): ReactNode {
  return <Table.Th>{inline(cell.tokens)}</Table.Th>;
}

function tableRow(row: Tokens.TableCell[]): ReactNode {
  return <Table.Tr>{keyed(row.map(bodyCell))}</Table.Tr>;
}

function bodyCell(cell: Tokens.TableCell): ReactNode {
  return <Table.Td>{inline(cell.tokens)}</Table.Td>;
}

function inline(tokens: readonly Token[] | undefined): ReactNode {
  if (!tokens) return null;
  return keyed(tokens.map(inlineToken));
}

function inlineToken(token: Token): ReactNode {
  switch (token.type) {
    case 'strong':
      return <strong>{inline((token as Tokens.Strong).tokens)}</strong>;
    case 'em':
      return <em>{inline((token as Tokens.Em).tokens)}</em>;
    case 'del':
      return <del>{inline((token as Tokens.Del).tokens)}</del>;
    case 'codespan':
      return <code>{(token as Tokens.Codespan).text}</code>;
    case 'br':
      return <br />;
    case 'link': {
      const link = token as Tokens.Link;
      const href = safeHref(link.href);
      if (!href) return inline(link.tokens);
      return (
        <Anchor href={href} target="_blank" rel="noopener noreferrer nofollow">
          {inline(link.tokens)}
        </Anchor>
      );
    }
    case 'image': {
      const image = token as Tokens.Image;
      const src = safeHref(image.href);
      return src && /^https?:\/\//i.test(src) ? <img src={src} alt={image.text} loading="lazy" /> : image.text;
    }
    case 'text': {
      const text = token as Tokens.Text;
      return text.tokens ? inline(text.tokens) : text.text;
    }
    case 'escape':
      return (token as Tokens.Escape).text;
    case 'html':
      return (token as Tokens.Tag).text;
    default:
      return 'tokens' in token && Array.isArray(token.tokens) ? inline(token.tokens as Token[]) : token.raw;
  }
}
