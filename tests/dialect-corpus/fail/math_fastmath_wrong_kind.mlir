// A full attribute in place of the flags must be a fast-math attribute.
%a = "test.a"() : () -> f32
%0 = math.cos %a fastmath #index<cmp_predicate slt> : f32
