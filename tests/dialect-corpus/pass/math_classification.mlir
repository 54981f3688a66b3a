// The floating-point classification ops: the result is i1, or i1 elements of the operand's shape.
%x = "test.arg"() : () -> f64
%v = "test.arg"() : () -> vector<4xf16>
%s = "test.arg"() : () -> vector<[8]xf32>
%t = "test.arg"() : () -> tensor<2x?xbf16>
%u = "test.arg"() : () -> tensor<*xf32>
%0 = math.isfinite %x : f64
%1 = math.isinf %v : vector<4xf16>
%2 = math.isnan %s : vector<[8]xf32>
%3 = math.isnormal %t : tensor<2x?xbf16>
%4 = math.isnan %u : tensor<*xf32>
%5 = math.isinf %x {fastmath = #arith.fastmath<ninf>} : f64
%6 = math.isfinite %x {fastmath = #arith.fastmath<none>} : f64
%7 = math.isnormal %v {fastmath = #arith.fastmath<fast>, tag} : vector<4xf16>
