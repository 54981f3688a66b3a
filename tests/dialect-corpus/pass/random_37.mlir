// A random program (ods_tests::gen, seed 37).
module {
  "func.func"() <{function_type = (f64) -> (), sym_name = "f0"}> ({
  ^bb0(%b0_0: f64):
    %v0 = "arith.constant"() <{value = 7 : index}> : () -> index
    %v1 = "index.or"(%v0, %v0) : (index, index) -> index
    %v2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %v3 = "arith.index_castui"(%v2) : (index) -> i32
    %v4 = "arith.constant"() <{value = dense<0.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
    %v5 = "arith.remf"(%v4, %v4) <{fastmath = #arith.fastmath<fast>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %v6 = "arith.constant"() <{value = 127 : i64}> : () -> i64
    %v7 = "arith.divui"(%v6, %v6) : (i64, i64) -> i64
    %v8 = "arith.constant"() <{value = dense<1> : vector<4xi32>}> : () -> vector<4xi32>
    %v9:2 = "arith.mulsi_extended"(%v8, %v8) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<4xi32>)
    %v10 = "arith.constant"() <{value = dense<0> : vector<4xi32>}> : () -> vector<4xi32>
    %v11:2 = "arith.mului_extended"(%v9#1, %v10) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<4xi32>)
    %v12 = "arith.index_cast"(%v1) : (index) -> i64
    %v13 = "arith.constant"() <{value = 42 : i64}> : () -> i64
    %v14:2 = "arith.mului_extended"(%v12, %v13) : (i64, i64) -> (i64, i64)
    %v15 = "ub.poison"() <{value = #ub.poison}> : () -> vector<4xi32>
    %v16 = "arith.cmpi"(%v0, %v1) <{predicate = 9 : i64}> : (index, index) -> i1
    "cf.br"()[^bb2] : () -> ()
  ^bb1():
    %v17 = "ub.poison"() <{value = #ub.poison}> : () -> index
    %v18 = "arith.constant"() <{value = false}> : () -> i1
    %v19 = "arith.constant"() <{value = -2.500000e+00 : f64}> : () -> f64
    %v20 = "arith.cmpf"(%v19, %v19) <{fastmath = #arith.fastmath<afn>, predicate = 7 : i64}> : (f64, f64) -> i1
    %v21 = "arith.constant"() <{value = 1 : index}> : () -> index
    %v22 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %v28 = "scf.for"(%v17, %v17, %v21, %v22) ({
  ^bb0(%i23: index, %a24: f64):
    %v25 = "arith.constant"() <{value = -2.500000e+00 : f16}> : () -> f16
    %v26 = "arith.minnumf"(%v25, %v25) <{fastmath = #arith.fastmath<fast>}> : (f16, f16) -> f16
    %v27 = "arith.select"(%v20, %a24, %v19) : (i1, f64, f64) -> f64
    "scf.yield"(%v19) : (f64) -> ()
  }) : (index, index, index, f64) -> (f64)
    %v29 = "arith.remui"(%v17, %v21) : (index, index) -> index
    %v30 = "arith.constant"() <{value = dense<0.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
    %v31 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : vector<4xf32>}> : () -> vector<4xf32>
    %v32 = "arith.cmpf"(%v30, %v31) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (vector<4xf32>, vector<4xf32>) -> vector<4xi1>
    %v33 = "ub.poison"() <{value = #ub.poison}> : () -> vector<4xi32>
    "func.return"() : () -> ()
  ^bb2():
    %v34 = "arith.constant"() <{value = dense<0.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
    %v35 = "arith.divf"(%v34, %v34) <{fastmath = #arith.fastmath<fast>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %v36 = "arith.constant"() <{value = 1000 : i64}> : () -> i64
    %v37:2 = "arith.mului_extended"(%v36, %v36) : (i64, i64) -> (i64, i64)
    %v38 = "arith.constant"() <{value = dense<0> : vector<4xi32>}> : () -> vector<4xi32>
    %v39 = "arith.constant"() <{value = dense<0> : vector<4xi32>}> : () -> vector<4xi32>
    %v40 = "arith.shli"(%v38, %v39) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %v41 = "arith.constant"() <{value = 1000 : index}> : () -> index
    %v42 = "index.cmp"(%v41, %v41) <{pred = #index<cmp_predicate ne>}> : (index, index) -> i1
    %v43 = "arith.shrsi"(%v41, %v41) : (index, index) -> index
    %v44 = "arith.constant"() <{value = dense<1> : vector<4xi32>}> : () -> vector<4xi32>
    %v45 = "arith.andi"(%v39, %v44) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %v46 = "arith.constant"() <{value = -2.500000e+00 : f16}> : () -> f16
    %v47 = "arith.cmpf"(%v46, %v46) <{fastmath = #arith.fastmath<arcp>, predicate = 13 : i64}> : (f16, f16) -> i1
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, vector<4xf32>) -> (), sym_name = "f1"}> ({
  ^bb0(%b0_0: index, %b0_1: vector<4xf32>):
    %v0 = "arith.constant"() <{value = -2.500000e+00 : f64}> : () -> f64
    %v1 = "math.isinf"(%v0) <{fastmath = #arith.fastmath<afn>}> : (f64) -> i1
    %v2 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : vector<4xf32>}> : () -> vector<4xf32>
    %v3 = "math.isnan"(%v2) <{fastmath = #arith.fastmath<nsz>}> : (vector<4xf32>) -> vector<4xi1>
    %v4 = "arith.constant"() <{value = 4.200000e+01 : f64}> : () -> f64
    "func.call"(%v4) <{callee = @f0}> : (f64) -> ()
    "scf.if"(%v1) ({
    %v5 = "index.sizeof"() : () -> index
    %v6 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %v7 = "arith.negf"(%v6) <{fastmath = #arith.fastmath<contract>}> : (f32) -> f32
    "scf.yield"() : () -> ()
  }, {
    %v8 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %v9 = "arith.negf"(%v8) <{fastmath = #arith.fastmath<contract>}> : (f32) -> f32
    %v10 = "arith.constant"() <{value = dense<1> : vector<4xi32>}> : () -> vector<4xi32>
    %v11 = "arith.constant"() <{value = dense<0> : vector<4xi32>}> : () -> vector<4xi32>
    %v12 = "arith.ceildivui"(%v10, %v11) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %v13 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %v14 = "arith.minimumf"(%v13, %v8) <{fastmath = #arith.fastmath<contract>}> : (f32, f32) -> f32
    "scf.yield"() : () -> ()
  }) : (i1) -> ()
    %v15 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %v16:2 = "arith.mulsi_extended"(%v15, %v15) : (i8, i8) -> (i8, i8)
    %v17 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %v18 = "arith.constant"() <{value = 1000 : i64}> : () -> i64
    %v19 = "arith.shli"(%v17, %v18) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %v20 = "arith.constant"() <{value = 4.200000e+01 : f32}> : () -> f32
    "cf.br"(%v17, %v20)[^bb1] : (i64, f32) -> ()
  ^bb1(%b1_0: i64, %b1_1: f32):
    %v21 = "arith.constant"() <{value = dense<0.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
    %v22 = "math.floor"(%v21) <{fastmath = #arith.fastmath<arcp>}> : (vector<4xf32>) -> vector<4xf32>
    %v23 = "math.cbrt"(%b1_1) <{fastmath = #arith.fastmath<ninf>}> : (f32) -> f32
    %v24 = "arith.constant"() <{value = -2.500000e+00 : f16}> : () -> f16
    %v25 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %v26 = "math.atan2"(%v24, %v25) <{fastmath = #arith.fastmath<arcp>}> : (f16, f16) -> f16
    %v27 = "arith.constant"() <{value = 127 : index}> : () -> index
    %v28 = "arith.shrsi"(%v27, %v27) : (index, index) -> index
    %v29 = "arith.constant"() <{value = -2.500000e+00 : f64}> : () -> f64
    %v30 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %v31 = "arith.subf"(%v29, %v30) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f64, f64) -> f64
    %v32 = "math.rsqrt"(%v22) <{fastmath = #arith.fastmath<arcp>}> : (vector<4xf32>) -> vector<4xf32>
    %v33 = "arith.constant"() <{value = true}> : () -> i1
    "cf.cond_br"(%v33, %b1_0, %b1_1, %b1_0, %b1_1)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 2, 2>}> : (i1, i64, f32, i64, f32) -> ()
  ^bb2(%b2_0: i64, %b2_1: f32):
    %v34 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : vector<4xf32>}> : () -> vector<4xf32>
    %v35 = "arith.constant"() <{value = dense<0.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
    %v36 = "math.atan2"(%v34, %v35) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %v37 = "arith.constant"() <{value = 4.200000e+01 : f64}> : () -> f64
    %v38 = "arith.fptoui"(%v37) : (f64) -> i64
    %v39 = "arith.constant"() <{value = 0 : index}> : () -> index
    %v40 = "arith.constant"() <{value = 3 : index}> : () -> index
    "scf.for"(%v39, %v39, %v40) ({
  ^bb0(%i41: index):
    %v42 = "arith.constant"() <{value = 4.200000e+01 : f16}> : () -> f16
    %v43 = "arith.cmpf"(%v42, %v42) <{fastmath = #arith.fastmath<nnan>, predicate = 1 : i64}> : (f16, f16) -> i1
    %v44 = "arith.constant"() <{value = dense<0> : vector<4xi32>}> : () -> vector<4xi32>
    %v45 = "math.ctlz"(%v44) : (vector<4xi32>) -> vector<4xi32>
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
    %v46 = "arith.constant"() <{value = 7 : i64}> : () -> i64
    %v47 = "arith.cmpi"(%v46, %v38) <{predicate = 5 : i64}> : (i64, i64) -> i1
    %v48 = "arith.negf"(%v37) <{fastmath = #arith.fastmath<afn>}> : (f64) -> f64
    %v49 = "arith.constant"() <{value = 127 : index}> : () -> index
    %v50 = "arith.minsi"(%v40, %v49) : (index, index) -> index
    %v51 = "arith.constant"() <{value = 4.200000e+01 : f32}> : () -> f32
    %v52 = "arith.cmpf"(%v51, %b2_1) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %v53 = "ub.poison"() <{value = #ub.poison}> : () -> i32
    %v54 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %v55 = "arith.negf"(%v54) <{fastmath = #arith.fastmath<contract>}> : (f16) -> f16
    %v56 = "ub.poison"() <{value = #ub.poison}> : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32), sym_name = "f2"}> ({
  ^bb0():
    %v0 = "arith.constant"() <{value = dense<0.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
    %v1 = "arith.remf"(%v0, %v0) <{fastmath = #arith.fastmath<fast>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %v2 = "arith.constant"() <{value = false}> : () -> i1
    %v3 = "arith.constant"() <{value = dense<0.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
    %v4 = "arith.select"(%v2, %v1, %v3) : (i1, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %v5 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %v6 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %v7 = "arith.addf"(%v5, %v6) <{fastmath = #arith.fastmath<arcp>}> : (f32, f32) -> f32
    %v8 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %v9 = "math.absi"(%v8) : (i64) -> i64
    %v10 = "arith.constant"() <{value = dense<0> : vector<4xi32>}> : () -> vector<4xi32>
    %v11 = "arith.remui"(%v10, %v10) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %v12 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %v13 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %v14 = "arith.shrsi"(%v12, %v13) : (i8, i8) -> i8
    %v15 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %v16 = "arith.cmpf"(%v15, %v15) <{fastmath = #arith.fastmath<fast>, predicate = 11 : i64}> : (f16, f16) -> i1
    %v17 = "arith.ceildivsi"(%v10, %v11) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %v18 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %v19:2 = "arith.addui_extended"(%v18, %v9) : (i64, i64) -> (i64, i1)
    %v20 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %v21 = "arith.negf"(%v20) <{fastmath = #arith.fastmath<reassoc>}> : (f64) -> f64
    %v22 = "arith.constant"() <{value = -2.500000e+00 : f16}> : () -> f16
    %v23 = "arith.maxnumf"(%v22, %v15) <{fastmath = #arith.fastmath<reassoc,nsz,arcp>}> : (f16, f16) -> f16
    %v24 = "arith.remf"(%v1, %v0) <{fastmath = #arith.fastmath<reassoc>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %v25 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%v25) : (i32) -> ()
  }) : () -> ()
}
