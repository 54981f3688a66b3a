// A region variable outside an optional group is required.
test.format_region_b_op
