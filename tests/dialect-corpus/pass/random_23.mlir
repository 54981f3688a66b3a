// A random program (ods_tests::gen, seed 23).
module {
  "func.func"() <{function_type = (f16, i64, i64) -> (vector<4xi32>), sym_name = "f0"}> ({
  ^bb0(%b0_0: f16, %b0_1: i64, %b0_2: i64):
    %v0 = "arith.maximumf"(%b0_0, %b0_0) <{fastmath = #arith.fastmath<nnan>}> : (f16, f16) -> f16
    %v1 = "arith.constant"() <{value = 127 : index}> : () -> index
    %v2 = "index.and"(%v1, %v1) : (index, index) -> index
    %v3 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %v4 = "math.ctlz"(%v3) : (i8) -> i8
    %v5 = "arith.constant"() <{value = -2.500000e+00 : f32}> : () -> f32
    %v6 = "arith.remf"(%v5, %v5) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
    %v7 = "arith.constant"() <{value = 7 : index}> : () -> index
    %v8 = "arith.constant"() <{value = 7 : index}> : () -> index
    %v9 = "arith.ori"(%v7, %v8) : (index, index) -> index
    %v10 = "arith.constant"() <{value = dense<0.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
    %v11 = "arith.negf"(%v10) <{fastmath = #arith.fastmath<reassoc,nsz,arcp>}> : (vector<4xf32>) -> vector<4xf32>
    %v12 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %v13 = "index.casts"(%v12) : (i64) -> index
    %v14 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %v15:2 = "arith.addui_extended"(%v14, %b0_1) : (i64, i64) -> (i64, i1)
    %v16 = "arith.constant"() <{value = 42 : index}> : () -> index
    %v17 = "arith.constant"() <{value = 4.200000e+01 : f32}> : () -> f32
    %v18 = "arith.addf"(%v6, %v17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %v19 = "arith.constant"() <{value = dense<0> : vector<4xi32>}> : () -> vector<4xi32>
    "func.return"(%v19) : (vector<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f16, f32) -> (i8), sym_name = "f1"}> ({
  ^bb0(%b0_0: f16, %b0_1: f32):
    %v0 = "arith.constant"() <{value = -2.500000e+00 : f64}> : () -> f64
    %v1 = "math.isinf"(%v0) <{fastmath = #arith.fastmath<reassoc,nsz,arcp>}> : (f64) -> i1
    %v2 = "arith.cmpf"(%b0_0, %b0_0) <{fastmath = #arith.fastmath<contract>, predicate = 0 : i64}> : (f16, f16) -> i1
    %v3 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    "func.return"(%v3) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f2"}> ({
  ^bb0(%b0_0: f32):
    %v0 = "arith.constant"() <{value = 4.200000e+01 : f64}> : () -> f64
    %v1 = "arith.negf"(%v0) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f64) -> f64
    %v2 = "arith.constant"() <{value = dense<[1, 2, 3, 4]> : vector<4xi32>}> : () -> vector<4xi32>
    %v3 = "arith.shrui"(%v2, %v2) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %v4 = "index.bool.constant"() <{value = false}> : () -> i1
    %v5 = "arith.constant"() <{value = 1000 : i64}> : () -> i64
    %v6 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %v7 = "arith.divsi"(%v5, %v6) : (i64, i64) -> i64
    %v8 = "arith.constant"() <{value = 4.200000e+01 : f64}> : () -> f64
    %v9 = "arith.cmpf"(%v0, %v8) <{fastmath = #arith.fastmath<ninf>, predicate = 10 : i64}> : (f64, f64) -> i1
    "func.return"() : () -> ()
  }) : () -> ()
}
