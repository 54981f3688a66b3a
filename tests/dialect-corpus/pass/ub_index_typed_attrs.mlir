// Registered dialect attributes written with a type: the type is dropped.
"test.x"() {a = #arith.fastmath<fast> : i32, b = #index<cmp_predicate eq> : i1, c = #ub.poison : i8} : () -> ()
%x = "test.arg"() : () -> f32
%0 = math.absf %x fastmath #arith.fastmath<nnan> : f32 : f32
