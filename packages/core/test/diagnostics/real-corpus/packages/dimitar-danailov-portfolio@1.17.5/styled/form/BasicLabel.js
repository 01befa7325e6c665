import styled from 'styled-components'

const BasicLabel = styled.label`
  font-size: 1.2rem;
  font-weight: 500;
`

export default BasicLabel
