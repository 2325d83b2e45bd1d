import { builder } from './builder.ts';

type LowercaseValues<Descriptions extends Record<string, string>> = { [Name in keyof Descriptions & string]: { value: Lowercase<Name>; description: string } };

/**
 * A GraphQL enum whose values are stored as their names in lower case (TEAM → "team"), from one description per
 * value: the store's words stay the store's, the API's names the API's.
 */
export function lowercaseEnum<const Descriptions extends Record<string, string>>(name: string, description: string, descriptions: Descriptions) {
  const values = Object.fromEntries(Object.entries(descriptions).map(([key, text]) => [key, { value: key.toLowerCase(), description: text }]));
  return builder.enumType(name, { description, values: values as LowercaseValues<Descriptions> });
}
