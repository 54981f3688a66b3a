// A random program (ods_tests::gen, seed 59).
module {
  "func.func"() <{function_type = () -> (), sym_name = "f0"}> ({
  ^bb0():
    %v0 = "arith.constant"() <{value = dense<1> : vector<4xi32>}> : () -> vector<4xi32>
    %v1:2 = "arith.mulsi_extended"(%v0, %v0) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<4xi32>)
    %v2 = "arith.constant"() <{value = -2.500000e+00 : f16}> : () -> f16
    %v3 = "arith.addf"(%v2, %v2) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f16, f16) -> f16
    %v4 = "arith.constant"() <{value = -128 : index}> : () -> index
    %v5 = "arith.constant"() <{value = 1 : index}> : () -> index
    %v6 = "index.mul"(%v4, %v5) : (index, index) -> index
    %v7 = "arith.constant"() <{value = 1000 : index}> : () -> index
    %v9 = "scf.index_switch"(%v7) <{cases = array<i64>}> ({
    %v8 = "arith.constant"() <{value = 7 : index}> : () -> index
    "scf.yield"(%v8) : (index) -> ()
  }) : (index) -> (index)
    %v10 = "arith.constant"() <{value = true}> : () -> i1
    "cf.cond_br"(%v10, %v10)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i1) -> ()
  ^bb1():
    %v11 = "arith.constant"() <{value = -2.500000e+00 : f32}> : () -> f32
    %v12 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %v13 = "arith.cmpf"(%v11, %v12) <{fastmath = #arith.fastmath<reassoc>, predicate = 1 : i64}> : (f32, f32) -> i1
    "cf.br"(%v13)[^bb2] : (i1) -> ()
  ^bb2(%b2_0: i1):
    %v14 = "arith.constant"() <{value = 42 : i64}> : () -> i64
    %v15 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %v16:2 = "arith.mulsi_extended"(%v14, %v15) : (i64, i64) -> (i64, i64)
    %v17 = "arith.constant"() <{value = 4.200000e+01 : f16}> : () -> f16
    %v18 = "arith.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
    %v19 = "arith.divf"(%v17, %v18) <{fastmath = #arith.fastmath<arcp>}> : (f16, f16) -> f16
    %v20 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %v21 = "arith.negf"(%v20) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f64) -> f64
    %v22 = "arith.negf"(%v21) <{fastmath = #arith.fastmath<reassoc,nsz,arcp>}> : (f64) -> f64
    %v23 = "arith.constant"() <{value = 7 : index}> : () -> index
    %v24 = "arith.constant"() <{value = 127 : index}> : () -> index
    %v25 = "arith.xori"(%v23, %v24) : (index, index) -> index
    %v26 = "ub.poison"() <{value = #ub.poison}> : () -> i64
    %v27 = "ub.poison"() <{value = #ub.poison}> : () -> vector<4xi32>
    %v28 = "arith.constant"() <{value = dense<0.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
    %v29 = "math.isnan"(%v28) <{fastmath = #arith.fastmath<arcp>}> : (vector<4xf32>) -> vector<4xi1>
    %v30 = "arith.constant"() <{value = -2.500000e+00 : f64}> : () -> f64
    %v31 = "arith.cmpf"(%v20, %v30) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f64, f64) -> i1
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "f1"}> ({
  ^bb0():
    %v0 = "arith.constant"() <{value = -128 : i32}> : () -> i32
    %v1 = "arith.maxui"(%v0, %v0) : (i32, i32) -> i32
    %v2 = "arith.constant"() <{value = 7 : i64}> : () -> i64
    %v3 = "arith.constant"() <{value = 7 : i64}> : () -> i64
    %v4:2 = "arith.addui_extended"(%v2, %v3) : (i64, i64) -> (i64, i1)
    %v5 = "arith.constant"() <{value = dense<[1, 2, 3, 4]> : vector<4xi32>}> : () -> vector<4xi32>
    %v6:2 = "arith.addui_extended"(%v5, %v5) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<4xi1>)
    %v7 = "arith.constant"() <{value = 4.200000e+01 : f32}> : () -> f32
    %v8 = "arith.negf"(%v7) <{fastmath = #arith.fastmath<ninf>}> : (f32) -> f32
    %v9 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %v10 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %v11 = "math.fpowi"(%v9, %v10) <{fastmath = #arith.fastmath<reassoc>}> : (f64, i64) -> f64
    %v12 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %v13 = "arith.shrui"(%v12, %v3) : (i64, i64) -> i64
    %v14 = "arith.constant"() <{value = dense<0.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
    %v15 = "arith.constant"() <{value = dense<0.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
    %v16 = "arith.subf"(%v14, %v15) <{fastmath = #arith.fastmath<afn>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %v17 = "arith.constant"() <{value = 7 : index}> : () -> index
    %v18 = "arith.minsi"(%v17, %v17) : (index, index) -> index
    %v19 = "arith.ceildivsi"(%v2, %v10) : (i64, i64) -> i64
    %v20 = "arith.constant"() <{value = 1 : index}> : () -> index
    %v26 = "scf.index_switch"(%v20) <{cases = array<i64: 1>}> ({
    %v21 = "arith.bitcast"(%v9) : (f64) -> i64
    "scf.yield"(%v4#1) : (i1) -> ()
  }, {
    %v22 = "index.castu"(%v18) : (index) -> i64
    %v23 = "arith.constant"() <{value = dense<0.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
    %v24 = "math.absf"(%v23) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>) -> vector<4xf32>
    %v25 = "arith.subi"(%v5, %v5) <{overflowFlags = #arith.overflow<nsw>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    "scf.yield"(%v4#1) : (i1) -> ()
  }) : (index) -> (i1)
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> (i32, f32), sym_name = "f2"}> ({
  ^bb0(%b0_0: i1):
    %v0 = "ub.poison"() <{value = #ub.poison}> : () -> f16
    %v1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %v2 = "arith.constant"() <{value = 4.200000e+01 : f32}> : () -> f32
    "func.return"(%v1, %v2) : (i32, f32) -> ()
  ^bb1(%b1_0: vector<4xi32>, %b1_1: i64):
    %v3 = "arith.constant"() <{value = true}> : () -> i1
    %v4 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %v5 = "arith.select"(%v3, %v4, %v4) : (i1, i8, i8) -> i8
    %v6 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %v7 = "arith.constant"() <{value = -2.500000e+00 : f32}> : () -> f32
    "func.return"(%v6, %v7) : (i32, f32) -> ()
  }) : () -> ()
}
