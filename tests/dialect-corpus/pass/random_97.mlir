// A random program (ods_tests::gen, seed 97).
module {
  "func.func"() <{function_type = (i32) -> (i8, f16), sym_name = "f0"}> ({
  ^bb0(%b0_0: i32):
    %v0 = "ub.poison"() <{value = #ub.poison}> : () -> vector<4xi32>
    %v1 = "arith.constant"() <{value = 42 : i8}> : () -> i8
    %v2 = "arith.constant"() <{value = -2.500000e+00 : f16}> : () -> f16
    "func.return"(%v1, %v2) : (i8, f16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "f1"}> ({
  ^bb0():
    %v0 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %v1 = "arith.negf"(%v0) <{fastmath = #arith.fastmath<afn>}> : (f64) -> f64
    %v2 = "arith.constant"() <{value = 1000 : index}> : () -> index
    %v3 = "arith.constant"() <{value = 2 : index}> : () -> index
    %v4 = "arith.constant"() <{value = 1000 : i32}> : () -> i32
    %v7 = "scf.for"(%v2, %v2, %v3, %v4) ({
  ^bb0(%i5: index, %a6: i32):
    "scf.yield"(%a6) : (i32) -> ()
  }) : (index, index, index, i32) -> (i32)
    %v8 = "index.casts"(%v2) : (index) -> i64
    %v9 = "arith.subi"(%v4, %v7) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
    %v10 = "arith.constant"() <{value = false}> : () -> i1
    %v11 = "arith.extui"(%v10) : (i1) -> i32
    %v12 = "arith.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
    %v13 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %v14 = "math.fpowi"(%v12, %v13) <{fastmath = #arith.fastmath<nsz>}> : (f16, i8) -> f16
    %v15 = "arith.constant"() <{value = 1 : index}> : () -> index
    %v16 = "index.add"(%v2, %v15) : (index, index) -> index
    %v17 = "arith.constant"() <{value = 3 : index}> : () -> index
    %v24:2 = "scf.for"(%v3, %v16, %v17, %v14, %v14) ({
  ^bb0(%i18: index, %a19: f16, %a20: f16):
    %v21 = "arith.constant"() <{value = -1 : index}> : () -> index
    %v22 = "index.cmp"(%i18, %v21) <{pred = #index<cmp_predicate eq>}> : (index, index) -> i1
    %v23 = "arith.index_cast"(%v2) : (index) -> i64
    "scf.yield"(%a19, %a20) : (f16, f16) -> ()
  }) : (index, index, index, f16, f16) -> (f16, f16)
    %v25 = "arith.constant"() <{value = dense<0.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
    %v26 = "arith.divf"(%v25, %v25) <{fastmath = #arith.fastmath<arcp>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %v27 = "arith.constant"() <{value = dense<[1, 2, 3, 4]> : vector<4xi32>}> : () -> vector<4xi32>
    %v28 = "arith.shli"(%v27, %v27) <{overflowFlags = #arith.overflow<nsw>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %v29 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %v30 = "math.isnan"(%v29) <{fastmath = #arith.fastmath<arcp>}> : (f32) -> i1
    "cf.br"()[^bb1] : () -> ()
  ^bb1():
    %v31 = "arith.constant"() <{value = dense<0.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
    %v32 = "arith.negf"(%v31) <{fastmath = #arith.fastmath<nnan,ninf>}> : (vector<4xf32>) -> vector<4xf32>
    %v33 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %v34 = "arith.cmpf"(%v33, %v33) <{fastmath = #arith.fastmath<reassoc>, predicate = 13 : i64}> : (f16, f16) -> i1
    %v35 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %v36 = "arith.shrsi"(%v35, %v35) : (i32, i32) -> i32
    %v37 = "arith.constant"() <{value = dense<0.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
    %v38 = "arith.cmpf"(%v37, %v32) <{fastmath = #arith.fastmath<fast>, predicate = 3 : i64}> : (vector<4xf32>, vector<4xf32>) -> vector<4xi1>
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8), sym_name = "f2"}> ({
  ^bb0():
    %v0 = "index.sizeof"() : () -> index
    %v1 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %v2 = "arith.shrsi"(%v1, %v1) : (i8, i8) -> i8
    %v3 = "arith.constant"() <{value = false}> : () -> i1
    %v4 = "arith.cmpi"(%v3, %v3) <{predicate = 2 : i64}> : (i1, i1) -> i1
    %v5 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %v6 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %v7 = "arith.cmpi"(%v5, %v6) <{predicate = 5 : i64}> : (i32, i32) -> i1
    %v8 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %v9 = "arith.divf"(%v8, %v8) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
    %v10 = "arith.trunci"(%v5) : (i32) -> i8
    %v11 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : vector<4xf32>}> : () -> vector<4xf32>
    %v12 = "arith.addf"(%v11, %v11) <{fastmath = #arith.fastmath<reassoc>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    "cf.br"()[^bb1] : () -> ()
  ^bb1():
    "func.call"() <{callee = @f1}> : () -> ()
    %v13 = "arith.constant"() <{value = true}> : () -> i1
    %v14 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %v15 = "arith.constant"() <{value = 1000 : i32}> : () -> i32
    %v16 = "arith.select"(%v13, %v14, %v15) : (i1, i32, i32) -> i32
    "func.call"() <{callee = @f1}> : () -> ()
    %v17:2 = "func.call"(%v16) <{callee = @f0}> : (i32) -> (i8, f16)
    %v18 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %v19 = "arith.cmpf"(%v18, %v18) <{fastmath = #arith.fastmath<afn>, predicate = 14 : i64}> : (f32, f32) -> i1
    %v20 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %v21 = "arith.maxnumf"(%v20, %v20) <{fastmath = #arith.fastmath<contract>}> : (f64, f64) -> f64
    %v22 = "arith.constant"() <{value = dense<0.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
    %v23 = "arith.subf"(%v22, %v22) <{fastmath = #arith.fastmath<arcp>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %v24 = "arith.negf"(%v21) <{fastmath = #arith.fastmath<fast>}> : (f64) -> f64
    %v25 = "arith.remf"(%v23, %v23) <{fastmath = #arith.fastmath<fast>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %v26 = "arith.constant"() <{value = 7 : i64}> : () -> i64
    %v27 = "arith.constant"() <{value = 42 : i64}> : () -> i64
    %v28 = "arith.shrui"(%v26, %v27) : (i64, i64) -> i64
    %v29 = "arith.constant"() <{value = dense<1> : vector<4xi32>}> : () -> vector<4xi32>
    %v30 = "arith.shli"(%v29, %v29) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %v31 = "arith.mulf"(%v20, %v20) <{fastmath = #arith.fastmath<nsz>}> : (f64, f64) -> f64
    %v32 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    "func.return"(%v32) : (i8) -> ()
  }) : () -> ()
}
