import { getDefaultRegistry } from '@rjsf/core';
import type { FieldProps } from '@rjsf/utils';
import { useMemo } from 'react';
import { GroupContext, type Group } from '../group-context';

const { ObjectField } = getDefaultRegistry().fields;

/**
 * The form library's group of fields, telling its fields which group they are in: a picture uploaded into a
 * picture's src sets its size beside it and asks for its alt text (see AssetWidget). A group is named by its
 * label, or by its number in a list (see buildUiSchema); the schemas' own names (CapabilityItem) are for code,
 * never shown.
 */
export function GroupField(props: FieldProps) {
  const { formData, fieldPathId, onChange, schema } = props;
  const group = useMemo<Group>(
    () => ({
      value: (formData ?? {}) as Record<string, unknown>,
      keys: Object.keys((schema.properties as Record<string, unknown> | undefined) ?? {}),
      change: (fields) => onChange({ ...(formData ?? {}), ...fields }, fieldPathId.path),
      findInput: (key) => document.getElementById(`${fieldPathId.$id}_${key}`),
    }),
    [formData, fieldPathId, onChange, schema],
  );
  return (
    <GroupContext.Provider value={group}>
      <ObjectField {...props} />
    </GroupContext.Provider>
  );
}
