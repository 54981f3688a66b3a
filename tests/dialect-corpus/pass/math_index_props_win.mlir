// With a properties dictionary, inherent attributes in the attribute dictionary are dropped.
%x = "test.arg"() : () -> f32
%0 = "math.absf"(%x) <{fastmath = #arith.fastmath<nnan>}> {fastmath = 3} : (f32) -> f32
%1 = "index.bool.constant"() <{value = true}> {value = 7} : () -> i1
