import { PureComponent } from 'react';
import * as React from 'react';
import classNames from 'classnames';
import closeIcon from '@jetbrains/icons/close-12px';
import Icon from '../icon/icon';
import Button from '../button/button';
import { ControlsHeight } from '../global/controls-height';
import dataTests from '../global/data-tests';
import styles from './tag.css';
export var TagType;
(function (TagType) {
    TagType["DEFAULT"] = "default";
    TagType["MAIN"] = "main";
    TagType["SUCCESS"] = "success";
    TagType["WARNING"] = "warning";
    TagType["ERROR"] = "error";
    TagType["PURPLE"] = "purple";
})(TagType || (TagType = {}));
/**
 * @name Tag
 */
export default class Tag extends PureComponent {
    static defaultProps = {
        onClick: () => { },
        readOnly: false,
        disabled: false,
        focused: false,
        interactive: true,
        render: (props, interactive) => (interactive ? <button type='button' {...props}/> : <span {...props}/>),
        tagType: TagType.DEFAULT,
    };
    state = {
        focused: false,
    };
    componentDidUpdate(prevProps) {
        if (this.props.focused !== prevProps.focused) {
            this.setState({ focused: this.props.focused });
        }
        if (this.state.focused) {
            this.tagNode?.focus();
        }
        this.setDocumentClickListener(this.state.focused);
    }
    componentWillUnmount() {
        this.setDocumentClickListener(false);
        this.setState({ focused: false });
    }
    static Type = TagType;
    onDocumentClick = (event) => {
        if (this.tagNode) {
            this.setState({ focused: this.tagNode === event.target });
        }
    };
    tagNode;
    tagRef = (el) => {
        this.tagNode = el;
    };
    setDocumentClickListener(setListener) {
        if (setListener) {
            document.addEventListener('click', this.onDocumentClick);
        }
        else {
            document.removeEventListener('click', this.onDocumentClick);
        }
    }
    renderCustomIcon() {
        if (this.props.rgTagIcon) {
            return <Icon className={styles.icon} title={this.props.rgTagTitle} glyph={this.props.rgTagIcon}/>;
        }
        return null;
    }
    _renderImageElement(avatarSrc) {
        const classes = classNames({
            [styles.customIcon]: this.props.icon,
            [styles.avatarIcon]: avatarSrc,
        });
        return <img alt={avatarSrc ? 'Avatar' : 'Icon'} className={classes} src={avatarSrc || this.props.icon}/>;
    }
    renderImage() {
        if (this.props.icon && !this.props.avatar) {
            return this._renderImageElement();
        }
        return null;
    }
    renderAvatar() {
        if (this.props.avatar) {
            return <span className={styles.avatarContainer}>{this._renderImageElement(this.props.avatar)}</span>;
        }
        return null;
    }
    renderRemoveIcon() {
        if (!this.props.readOnly && this.props.onRemove) {
            return (<Button title='Remove' icon={closeIcon} data-test='ring-tag-remove' className={classNames(styles.remove, this.props.removeButtonClassName)} onClick={this.props.onRemove} style={{ '--ring-secondary-color': this.props.textColor }} height={ControlsHeight.M}/>);
        }
        return null;
    }
    render() {
        const classes = classNames('ring-js-shortcuts', styles.tag, {
            [styles.focused]: this.state.focused,
            [styles.disabled]: this.props.disabled,
            [styles.withRemove]: !this.props.readOnly && this.props.onRemove,
        }, this.props.className);
        const { backgroundColor, textColor, render, 'data-test': dataTest } = this.props;
        return (<span className={classNames(styles.container, this.props.containerClassName, styles[this.props.tagType], {
                [styles.outline]: this.props.outline,
                [styles.interactive]: this.props.interactive,
            })}>
        {render({
                'data-test': dataTests('ring-tag', dataTest),
                className: classes,
                ref: this.tagRef,
                onClick: this.props.onClick,
                style: { backgroundColor, color: textColor },
                disabled: this.props.disabled,
                children: (<>
                {this.renderAvatar()}
                {this.renderCustomIcon()}
                {this.renderImage()}
                <span className={styles.content}>{this.props.children}</span>
              </>),
            }, this.props.interactive)}
        {this.renderRemoveIcon()}
      </span>);
    }
}
