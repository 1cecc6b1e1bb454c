/**
 * A list's search box (spec 2.6): applied on Enter; the clear icon (or emptying the box) applies
 * at once. It follows the applied search when that changes from outside (Reset Filters, Back).
 */
import { useState } from 'react';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';

export interface ListSearchProps {
  /** The applied search. */
  value: string;
  /** 'Search Users': the box's placeholder and accessible name. */
  placeholder: string;
  onSearch: (text: string) => void;
}

export function ListSearch({ value, placeholder, onSearch }: ListSearchProps) {
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  if (applied !== value) {
    setApplied(value);
    setText(value);
  }

  return (
    <FormField label="Search" stretch>
      <Input
        type="search"
        clearAriaLabel="Clear search"
        value={text}
        placeholder={placeholder}
        ariaLabel={placeholder}
        onChange={({ detail }) => {
          setText(detail.value);
          if (detail.value === '' && value !== '') onSearch('');
        }}
        onKeyDown={({ detail }) => {
          if (detail.key === 'Enter') onSearch(text);
        }}
      />
    </FormField>
  );
}
