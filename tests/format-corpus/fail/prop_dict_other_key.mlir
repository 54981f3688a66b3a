// `prop-dict` names an unknown key but not the required property `rhs`.
test.with_properties_and_attr 1 <{other = 5}>
