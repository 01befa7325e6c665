/**
 * Logo for header.
 * @class ApHeaderLogo
 */

'use strict'

import React, {PropTypes as types} from 'react'
import classnames from 'classnames'

/** @lends ApHeaderLogo */
const ApHeaderLogo = React.createClass({

  // --------------------
  // Specs
  // --------------------

  propTypes: {
    href: types.string
  },

  mixins: [],

  statics: {},

  getInitialState () {
    return {}
  },

  getDefaultProps () {
    return {
      href: '/'
    }
  },

  render () {
    const s = this
    let { props } = s
    return (
      <h1 className={ classnames('ap-header-logo', props.className) }>
        <a className='ap-header-logo-link' href={ props.href }>
          { props.children }
        </a>
      </h1>
    )
  }
})

export default ApHeaderLogo
