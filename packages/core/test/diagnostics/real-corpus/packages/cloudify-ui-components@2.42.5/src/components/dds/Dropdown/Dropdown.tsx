/* eslint-disable react/jsx-no-bind */
import classNames from 'classnames';
import { componentClasses } from 'dds-core/components/dropdown/dropdown';
import { componentClasses as tagClasses } from 'dds-core/components/tag/tag';
import * as React from 'react';
import { useEffect, useRef, useState } from 'react';
import _, { castArray, flatMap, head, isNil, sum, uniqueId, xor } from 'lodash';
import { Icon } from '../Icon';
import { Label } from '../Label';
import usePositionedContainer from '../PositionedContainer/usePositionedContainer';
import { placements } from 'dds-core/js/placement/placement';
import type { DropdownItemProps } from './DropdownItem';
import type { DropdownMenuProps } from './DropdownMenu';
import DropdownMenu from './DropdownMenu';

export interface DDSDropdownOption<Value> {
    value: Value;
    text?: string;
    inactive?: boolean;
}

export type DDSDropdownOptionGroups<Value> = { title?: string; options: DDSDropdownOption<Value>[] }[];

interface DDSDropdownIO<Value> {
    /**
     * Current dropdown value. Should be an array when `multiple` is `true`
     */
    value?: Value;
    /**
     * Change event handler
     */
    onChange?: (value: Value, event: React.MouseEvent<HTMLButtonElement, MouseEvent>) => void;
}

export type DDSDropdownProps<Value> = Omit<React.HTMLAttributes<HTMLDivElement>, 'onChange'> & {
    /**
     * Dropdown label
     */
    label?: string;
    /**
     * Helper text
     */
    helperText?: string;
    /**
     * Whether to mark the field as required
     */
    required?: boolean;
} & (
        | {
              /**
               * Array of dropdown options
               */
              options: DDSDropdownOption<Value>[];
          }
        | {
              /**
               * Array of grouped dropdown options
               */
              optionsGroups: DDSDropdownOptionGroups<Value>;
          }
    ) &
    (({ multiple: true } & DDSDropdownIO<Value[]>) | ({ multiple?: false } & DDSDropdownIO<Value>));

export function getOptionLabel<Value>(option?: DDSDropdownOption<Value>) {
    return option ? String(option.text ?? !isNil(option?.value) ? String(option?.value) : '') : '';
}

export function getOptionsCount(options: DDSDropdownOptionGroups<unknown>) {
    return sum(options.map(group => group.options.length));
}

/**
 * Dropdown component with rest.multiple selection and option groups support.
 * The component name is temporarily prefixed with 'DDS' due to name conflict with SemanticUI-based `Dropdown` component.
 */
export function DDSDropdown<Value>({
    className,
    label,
    helperText,
    required,
    value,
    ...rest
}: DDSDropdownProps<Value>) {
    const normalizedOptions = 'optionsGroups' in rest ? rest.optionsGroups : [{ title: '', options: rest.options }];

    const inputId = useRef(uniqueId(componentClasses.base));
    const [optionsVisible, setOptionsVisible] = useState(false);
    const [filteredOptions, setFilteredOptions] = useState(normalizedOptions);
    const [currentValues, setCurrentValues] = useState(castArray(value ?? []));
    const [inputValue, setInputValue] = useState('');
    const tagRef = useRef<HTMLDivElement>(null);

    function getMatchingOption(optionValue?: Value) {
        return flatMap(normalizedOptions, 'options').find(option => option.value === optionValue);
    }

    useEffect(() => {
        setCurrentValues(castArray(value ?? []));
    }, [value]);

    useEffect(() => {
        if (rest.multiple) setInputValue('');
        else {
            const matchingOption = getMatchingOption(head(currentValues));
            setInputValue(getOptionLabel(matchingOption));
        }
    }, [currentValues]);

    useEffect(() => {
        setFilteredOptions(
            !rest.multiple && inputValue === getOptionLabel(getMatchingOption(head(currentValues)))
                ? normalizedOptions
                : normalizedOptions
                      .map(group => ({
                          ...group,
                          options: group.options.filter(option => getOptionLabel(option).includes(inputValue))
                      }))
                      .filter(group => group.options.length)
        );
    }, [inputValue]);

    const [menuPosition, menuContainerRef, menuTriggerRef] = usePositionedContainer<HTMLInputElement>(
        optionsVisible,
        placements.bottom,
        {
            x: 0,
            y: 4
        }
    );

    useEffect(() => {
        function outsideClickHandler(event: MouseEvent) {
            const target = event.target as Node;
            const clickedOutside =
                !menuTriggerRef.current?.contains(target) && !menuContainerRef.current?.contains(target);
            if (clickedOutside) {
                setOptionsVisible(false);
                setInputValue(rest.multiple ? '' : getOptionLabel(getMatchingOption(head(currentValues))));
            }
        }
        window.addEventListener('click', outsideClickHandler);
        return () => window.removeEventListener('click', outsideClickHandler);
    });

    function toggleOptionsVisible() {
        setOptionsVisible(!optionsVisible);
    }

    function getSelectAllButtonState(): DropdownItemProps['selected'] {
        if (currentValues.length === 0) return false;
        if (currentValues.length === getOptionsCount(normalizedOptions)) return true;
        return 'mixed';
    }

    const handleOptionClick: DropdownMenuProps<Value>['onOptionClick'] = (option, event) => {
        setOptionsVisible(!!rest.multiple);
        let newValue;
        if (rest.multiple) {
            newValue = xor(currentValues, [option.value]);
            rest.onChange?.(newValue, event);
        } else {
            newValue = option.value;
            rest.onChange?.(newValue, event);
        }
        setCurrentValues(castArray(newValue));
    };

    function handleSelectAllClick() {
        setCurrentValues(
            currentValues.length === getOptionsCount(normalizedOptions)
                ? []
                : _(normalizedOptions).flatMap('options').map('value').value()
        );
    }

    const tagVisible = (rest.multiple && !!currentValues.length) || undefined;

    return (
        <div
            className={classNames(componentClasses.base, rest.multiple && componentClasses.isMultiple, className)}
            style={{ position: 'relative' }}
        >
            <div className={componentClasses.inputContainer}>
                <Label htmlFor={inputId.current} required={required}>
                    {label}
                </Label>
                <div className={componentClasses.inputWrapper} ref={menuTriggerRef}>
                    <input
                        id={inputId.current}
                        className={componentClasses.inputField}
                        autoComplete="off"
                        onClick={toggleOptionsVisible}
                        value={inputValue}
                        onChange={event => setInputValue(event.target.value)}
                        style={
                            tagVisible && {
                                paddingLeft: `calc(${tagRef.current?.getBoundingClientRect().width}px + 1.25rem)`
                            }
                        }
                    />
                    {tagVisible && (
                        <div
                            ref={tagRef}
                            className={classNames(tagClasses.base, tagClasses.colors.gray, componentClasses.tag)}
                        >
                            <button
                                type="button"
                                title={currentValues.map(getMatchingOption).map(getOptionLabel).join(', ')}
                            >
                                {currentValues.length} selected
                            </button>
                            <button type="button" onClick={() => setCurrentValues([])}>
                                <Icon name="close-x" className={tagClasses.closeButtonIcon} />
                            </button>
                        </div>
                    )}
                    <button className={componentClasses.chevron} type="button" onClick={toggleOptionsVisible}>
                        <Icon name="chevron-down" />
                    </button>
                </div>
                {helperText && <small className={componentClasses.helperText}>{helperText}</small>}
            </div>
            <DropdownMenu
                ref={menuContainerRef}
                options={filteredOptions}
                currentValues={currentValues}
                visible={optionsVisible}
                position={menuPosition}
                onSelectAllClick={handleSelectAllClick}
                selectAllState={getSelectAllButtonState()}
                showSelectAll={!!rest.multiple && !inputValue}
                onOptionClick={handleOptionClick}
            />
        </div>
    );
}

export default DDSDropdown;
