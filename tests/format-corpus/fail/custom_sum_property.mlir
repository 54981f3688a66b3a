// `custom<SumProperty>` checks the sum against the property given by `ref`.
test.using_property_ref_in_custom 1 + 4 = 6
