import { Box, HStack, Heading, IconButton, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { HEADER_HEIGHT } from '../theme.ts';

interface HeaderProps {
  navigationOpen: boolean;
  onToggleNavigation: () => void;
}

export function Header({ navigationOpen, onToggleNavigation }: HeaderProps) {
  return (
    <Box
      as="header"
      h={HEADER_HEIGHT}
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg"
      borderBottomWidth="1px"
      px={{ base: '3', md: '6' }}
    >
      <HStack h="full" gap="2">
        <IconButton
          aria-label="Toggle navigation"
          aria-expanded={navigationOpen}
          variant="ghost"
          hideFrom="md"
          onClick={onToggleNavigation}
        >
          <BurgerIcon />
        </IconButton>
        <Heading as="h1" size="lg" letterSpacing="tight">
          <Link asChild color="brand.700" fontWeight="bold" _hover={{ textDecoration: 'none', color: 'brand.800' }}>
            <RouterLink to="/">Tapescript</RouterLink>
          </Link>
        </Heading>
      </HStack>
    </Box>
  );
}

function BurgerIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
