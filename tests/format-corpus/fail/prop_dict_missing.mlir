// `with_properties_and_attr` reads its property `rhs` from `prop-dict`.
test.with_properties_and_attr 1
