import { Text, chakra } from '@chakra-ui/react';
import { splitSnippet } from './snippet.ts';

interface SearchSnippetProps {
  snippet: string;
  matchOffset: number;
  matchLength: number;
}

/** A search hit's text with the match marked, built from text nodes (never HTML from the server). */
export function SearchSnippet({ snippet, matchOffset, matchLength }: SearchSnippetProps) {
  const { before, match, after } = splitSnippet(snippet, matchOffset, matchLength);
  return (
    <Text fontSize="sm" color="fg.muted" lineClamp={3} wordBreak="break-word">
      {before}
      <chakra.mark bg="brand.100" color="fg" rounded="sm" px="0.5">
        {match}
      </chakra.mark>
      {after}
    </Text>
  );
}
