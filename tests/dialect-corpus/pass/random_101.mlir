// A random program (ods_tests::gen, seed 101).
module {
  "func.func"() <{function_type = () -> (index, vector<4xf32>), sym_name = "f0"}> ({
  ^bb0():
    %v0 = "arith.constant"() <{value = -1 : index}> : () -> index
    %v1 = "index.casts"(%v0) : (index) -> i32
    %v2 = "arith.constant"() <{value = false}> : () -> i1
    %v3 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %v4 = "arith.select"(%v2, %v3, %v3) : (i1, i8, i8) -> i8
    %v5 = "arith.constant"() <{value = -2.500000e+00 : f16}> : () -> f16
    %v6 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %v7 = "math.fpowi"(%v5, %v6) <{fastmath = #arith.fastmath<contract>}> : (f16, i8) -> f16
    %v8 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %v9 = "arith.divsi"(%v3, %v8) : (i8, i8) -> i8
    %v10 = "arith.constant"() <{value = -2.500000e+00 : f64}> : () -> f64
    "cf.br"(%v1, %v10)[^bb1] : (i32, f64) -> ()
  ^bb1(%b1_0: i32, %b1_1: f64):
    %v11 = "arith.constant"() <{value = -128 : i32}> : () -> i32
    %v12 = "arith.constant"() <{value = dense<1> : vector<4xi32>}> : () -> vector<4xi32>
    %v13:2 = "arith.mului_extended"(%v12, %v12) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<4xi32>)
    %v14 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %v15 = "arith.muli"(%v14, %v14) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %v16 = "arith.constant"() <{value = 1000 : i64}> : () -> i64
    %v17 = "arith.remui"(%v16, %v16) : (i64, i64) -> i64
    %v18 = "arith.constant"() <{value = -2.500000e+00 : f16}> : () -> f16
    %v19 = "arith.negf"(%v18) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
    %v20 = "arith.negf"(%v19) <{fastmath = #arith.fastmath<nsz>}> : (f16) -> f16
    "scf.execute_region"() ({
    "scf.yield"() : () -> ()
  }) : () -> ()
    %v21 = "math.cttz"(%v14) : (i8) -> i8
    %v22 = "arith.cmpf"(%b1_1, %b1_1) <{fastmath = #arith.fastmath<nsz>, predicate = 11 : i64}> : (f64, f64) -> i1
    %v23 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : vector<4xf32>}> : () -> vector<4xf32>
    %v24 = "arith.cmpf"(%v23, %v23) <{fastmath = #arith.fastmath<contract>, predicate = 7 : i64}> : (vector<4xf32>, vector<4xf32>) -> vector<4xi1>
    %v25 = "arith.constant"() <{value = 1 : index}> : () -> index
    %v26 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : vector<4xf32>}> : () -> vector<4xf32>
    "func.return"(%v25, %v26) : (index, vector<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, i32, f64) -> (), sym_name = "f1"}> ({
  ^bb0(%b0_0: index, %b0_1: i32, %b0_2: f64):
    %v0:2 = "func.call"() <{callee = @f0}> : () -> (index, vector<4xf32>)
    %v1 = "arith.constant"() <{value = false}> : () -> i1
    %v2 = "arith.constant"() <{value = dense<1> : vector<4xi32>}> : () -> vector<4xi32>
    %v3 = "arith.select"(%v1, %v2, %v2) : (i1, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %v4 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %v5 = "arith.negf"(%v4) <{fastmath = #arith.fastmath<reassoc,nsz,arcp>}> : (f16) -> f16
    %v6 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %v7:2 = "arith.mulsi_extended"(%v6, %v6) : (i8, i8) -> (i8, i8)
    %v8 = "math.asin"(%b0_2) <{fastmath = #arith.fastmath<ninf>}> : (f64) -> f64
    %v9 = "arith.constant"() <{value = -2.500000e+00 : f32}> : () -> f32
    %v10 = "arith.negf"(%v9) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32) -> f32
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64, i1) -> (i64, i8), sym_name = "f2"}> ({
  ^bb0(%b0_0: i64, %b0_1: i1):
    %v0 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %v1 = "arith.minsi"(%v0, %v0) : (i8, i8) -> i8
    %v2 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : vector<4xf32>}> : () -> vector<4xf32>
    %v3 = "math.acos"(%v2) <{fastmath = #arith.fastmath<afn>}> : (vector<4xf32>) -> vector<4xf32>
    %v4 = "arith.select"(%b0_1, %b0_1, %b0_1) : (i1, i1, i1) -> i1
    %v5 = "index.constant"() <{value = 4096 : index}> : () -> index
    %v6 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %v7 = "math.cttz"(%v6) : (i64) -> i64
    %v8 = "index.bool.constant"() <{value = false}> : () -> i1
    %v9 = "arith.minui"(%v5, %v5) : (index, index) -> index
    %v10 = "arith.constant"() <{value = 1000 : index}> : () -> index
    %v11 = "arith.remsi"(%v10, %v10) : (index, index) -> index
    %v12 = "ub.poison"() <{value = #ub.poison}> : () -> vector<4xi32>
    %v13 = "arith.constant"() <{value = dense<0.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
    %v14 = "arith.minnumf"(%v13, %v13) <{fastmath = #arith.fastmath<contract>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    "cf.br"(%v0)[^bb1] : (i8) -> ()
  ^bb1(%b1_0: i8):
    %v15:2 = "func.call"() <{callee = @f0}> : () -> (index, vector<4xf32>)
    %v16 = "arith.constant"() <{value = 42 : i64}> : () -> i64
    %v17 = "arith.remui"(%v16, %v16) : (i64, i64) -> i64
    "func.return"(%v17, %b1_0) : (i64, i8) -> ()
  }) : () -> ()
}
