import { Text, chakra } from '@chakra-ui/react';
import { snippetParts } from './snippet.ts';

interface SearchSnippetProps {
  snippet: string;
  matches: readonly { offset: number; length: number }[];
}

/** A search hit's text with every match marked, built from text nodes (never HTML from the server). */
export function SearchSnippet({ snippet, matches }: SearchSnippetProps) {
  return (
    <Text fontSize="sm" color="fg.muted" lineClamp={3} wordBreak="break-word">
      {snippetParts(snippet, matches).map((part, i) =>
        part.match ? (
          <chakra.mark key={i} bg="brand.100" color="fg" rounded="sm" px="0.5">
            {part.text}
          </chakra.mark>
        ) : (
          part.text
        ),
      )}
    </Text>
  );
}
