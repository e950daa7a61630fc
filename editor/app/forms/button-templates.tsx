import type { IconButtonProps } from '@rjsf/utils';

/**
 * The list buttons of the forms, with words instead of the icon font the form library assumes. A button
 * showing words is named by them (what a person sees is what they say to voice control); one showing a
 * symbol is named by `label`. The library's own class (it names the button's job) is kept beside ours.
 */
function makeButton(text: string, label?: string, className = '') {
  function ListButton({
    iconType: _iconType,
    icon: _icon,
    uiSchema: _uiSchema,
    registry: _registry,
    title,
    className: libraryClass,
    ...rest
  }: IconButtonProps) {
    const name = title || label;
    return (
      <button
        type="button"
        className={`icon-button ${className} ${libraryClass ?? ''}`}
        aria-label={name}
        title={name}
        {...rest}
      >
        {text}
      </button>
    );
  }
  return ListButton;
}

export const buttonTemplates = {
  AddButton: makeButton('+ Add item', undefined, 'icon-button--wide'),
  CopyButton: makeButton('Copy', 'Copy this item'),
  MoveUpButton: makeButton('↑', 'Move this item up'),
  MoveDownButton: makeButton('↓', 'Move this item down'),
  RemoveButton: makeButton('✕', 'Remove this item', 'icon-button--danger'),
  ClearButton: makeButton('✕', 'Clear'),
};
