import type { IconButtonProps } from '@rjsf/utils';

/** The list buttons of the forms, with words instead of the icon font the form library assumes. */
function makeButton(text: string, label: string, className = '') {
  function ListButton({
    iconType: _iconType,
    icon: _icon,
    uiSchema: _uiSchema,
    registry: _registry,
    title,
    ...rest
  }: IconButtonProps) {
    return (
      <button
        type="button"
        className={`icon-button ${className}`}
        aria-label={title ?? label}
        title={title ?? label}
        {...rest}
      >
        {text}
      </button>
    );
  }
  return ListButton;
}

export const buttonTemplates = {
  AddButton: makeButton('+ Add item', 'Add an item', 'icon-button--wide'),
  CopyButton: makeButton('Copy', 'Copy this item'),
  MoveUpButton: makeButton('↑', 'Move this item up'),
  MoveDownButton: makeButton('↓', 'Move this item down'),
  RemoveButton: makeButton('✕', 'Remove this item', 'icon-button--danger'),
  ClearButton: makeButton('✕', 'Clear'),
};
