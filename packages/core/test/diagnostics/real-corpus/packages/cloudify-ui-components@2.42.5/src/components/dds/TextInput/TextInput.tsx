import { uniqueId } from 'lodash';
import * as React from 'react';
import classNames from 'classnames';
import type { Type } from 'dds-core/components/text-input/ts/input';
import { componentClasses as inputClasses } from 'dds-core/components/text-input/ts/input';
import { componentClasses as passwordClasses, defaultProps } from 'dds-core/components/input-password/input-password';
import type { IconDefinitionProps } from '../common/icons';
import useToggle from 'hooks/useToggle';
import { Icon } from '../Icon';
import colors from '../common/colors';
import { Label } from '../Label';

export interface TextInputProps
    extends Omit<React.InputHTMLAttributes<HTMLInputElement>, 'onChange'>,
        IconDefinitionProps {
    /**
     * 	The input type to use with this component (text|url|search|tel|email)
     */
    type?: Type;
    /**
     * Whether the text input should be disabled
     */
    inactive?: boolean;
    /**
     * Toggles the 'invalid' attribute. Used when the component is in a form with validation.
     * */
    invalid?: boolean;
    /**
     * Label text for the text input
     * */
    labelText?: string;
    /**
     * Error text for the text input
     * */
    errorText?: string;
    /**
     * Helper text for the text input
     * */
    helperText?: string;
    /**
     * Specifies the initial value for this component
     * */
    value?: string;
    /**
     * Function called on input value change
     */
    onChange?: (value: string, event: React.ChangeEvent<HTMLInputElement>) => void;
}

/**
 * React implementation of DDS text input component
 */
export function TextInput({
    className,
    type = 'text',
    iconName,
    iconType,
    inactive = false,
    invalid,
    labelText,
    required = true,
    errorText,
    helperText,
    value,
    onChange,
    style,
    ...rest
}: TextInputProps) {
    const inputID = uniqueId();
    const isPasswordType = type === 'password';
    const [isPasswordVisible, toggleInputPassword] = useToggle(false);

    return (
        <div
            className={classNames(className, inputClasses.container, errorText && inputClasses.isInvalid)}
            style={style}
        >
            <Label htmlFor={inputID} required={required}>
                {labelText}
            </Label>
            {isPasswordType && (
                <button
                    type="button"
                    className={classNames(inputClasses.type.password.action, passwordClasses.switchButton)}
                    aria-label={isPasswordVisible ? defaultProps.srHideTitle : defaultProps.srHideTitle}
                    onClick={toggleInputPassword}
                >
                    {isPasswordVisible ? defaultProps.hideLabel : defaultProps.showLabel}
                </button>
            )}

            <div className={inputClasses.wrapper}>
                <input
                    id={inputID}
                    type={type === 'password' && isPasswordVisible ? 'text' : type}
                    className={classNames(inputClasses.type.text.control, iconName && inputClasses.hasIcon)}
                    required={required}
                    disabled={inactive}
                    value={value}
                    onChange={e => onChange?.(e.target.value, e)}
                    {...rest}
                />
                {iconName && (
                    <Icon
                        className={classNames(inputClasses.icon, inputClasses.iconStart)}
                        name={iconName}
                        style={{ color: colors.base.gray['gray-800']() }}
                    />
                )}
                {errorText && (
                    <Icon className={classNames(inputClasses.iconEnd, inputClasses.errorIcon)} name="alert-notice" />
                )}

                {helperText && <small className={inputClasses.helperText}>{helperText}</small>}
                {errorText && <div className={inputClasses.errorText}>{errorText}</div>}
            </div>
        </div>
    );
}

export default TextInput;
