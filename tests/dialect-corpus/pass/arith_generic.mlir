// Generic-form input: defaults filled in, attributes given as discardable dictionary entries
// that are inherent, and enum attributes in integer form.
%a, %x = "test.args"() : () -> (i32, f32)
%0 = "arith.addi"(%a, %a) : (i32, i32) -> i32
%1 = "arith.addi"(%a, %a) {overflowFlags = #arith.overflow<nsw>} : (i32, i32) -> i32
%2 = "arith.muli"(%a, %a) <{overflowFlags = #arith.overflow<nuw>}> {other = 3} : (i32, i32) -> i32
%3 = "arith.cmpi"(%a, %a) <{predicate = 9 : i64}> : (i32, i32) -> i1
%4 = "arith.cmpf"(%x, %x) {predicate = 13 : i64} : (f32, f32) -> i1
%5 = "arith.divsi"(%a, %a) <{isExact}> : (i32, i32) -> i32
%6 = "arith.truncf"(%x) <{roundingmode = 3 : i32, fastmath = #arith.fastmath<fast>}> : (f32) -> f16
%7 = "arith.constant"() <{value = 3 : i32}> : () -> i32
%8 = "arith.constant"() {value = 3.0 : f16} : () -> f16
%9 = "arith.negf"(%x) : (f32) -> f32
%10:2 = "arith.mului_extended"(%a, %a) : (i32, i32) -> (i32, i32)
%11 = "arith.select"(%3, %a, %a) : (i1, i32, i32) -> i32
%12 = "arith.extf"(%x) : (f32) -> f64
