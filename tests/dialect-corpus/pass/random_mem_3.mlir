// A random program (ods_tests::gen::memory_program, seed 3).
module {
  func.func @m0(%m_0: memref<?xf32>, %off_1: i32, %x_2: index, %buf_3: memref<?x8xi32>, %t_4: memref<f32>, %n_5: index) -> f32 {
    %e1 = tensor.empty() : tensor<4xf32>
    %slice2 = tensor.extract_slice %e1[0] [%n_5] [1] : tensor<4xf32> to tensor<?xf32>
    %ins3 = tensor.insert_slice %slice2 into %e1[0] [%n_5] [1] : tensor<?xf32> into tensor<4xf32>
    %idx4 = affine.apply affine_map<(d0)[s0, s1] -> (((d0) ceildiv 2) * s0)> (%n_5)[%x_2, %x_2]
    %cst5 = arith.constant 2.5 : f32
    %upd6 = tensor.insert %cst5 into %e1[%idx4] : tensor<4xf32>
    %elt7 = tensor.extract %ins3[%idx4] : tensor<4xf32>
    %cst8 = arith.constant 0.0 : f32
    return %cst8 : f32
  }
  func.func @m1(%t_0: index, %n_1: f32, %buf_2: f32, %A_3: index, %off_4: index, %t_5: i32) -> (i32, i32) {
    %buf1 = memref.alloc(%t_0, %off_4) {alignment = 64 : i64} : memref<?x?xf32>
    %e2 = tensor.empty() : tensor<2x3x4xi32>
    %upd3 = tensor.insert %t_5 into %e2[%off_4, %off_4, %A_3] : tensor<2x3x4xi32>
    affine.store %n_1, %buf1[((symbol(%t_0)) * 3) * 0, ((%A_3) floordiv 3) ceildiv 2] : memref<?x?xf32>
    %c0_4 = arith.constant 0 : index
    %c1_5 = arith.constant 1 : index
    %cst6 = arith.constant 0.0 : f32
    %loop8 = scf.for %k7 = %off_4 to %c0_4 step %c1_5 iter_args(%it9 = %cst6) -> (f32) {
      scf.yield %cst6 : f32
    }
    %c2_10 = arith.constant 2 : index
    %view11 = memref.subview %buf1[0, 0] [1, %c2_10] [1, 1] : memref<?x?xf32> to memref<1x?xf32, strided<[?, 1]>>
    %c8_12 = arith.constant 8 : index
    %c0_13 = arith.constant 0 : index
    memref.store %buf_2, %buf1[%c8_12, %c0_13] : memref<?x?xf32>
    %upd14 = tensor.insert %t_5 into %upd3[%A_3, %A_3, %c1_5] : tensor<2x3x4xi32>
    %bnd15 = affine.max affine_map<(d0, d1)[s0] -> (((1) + (s0)) mod 5, (s0) * s0)> (%t_0, %c8_12)[%c2_10]
    %c4_16 = arith.constant 4 : index
    %acc17 = arith.subi %c4_16, %bnd15 : index
    %tile18 = memref.alloca(%t_0, %off_4) {alignment = 64 : i64} : memref<?x?xf32>
    %ld19 = affine.load %tile18[-(1), (5 * (symbol(%c0_13))) - ((symbol(%bnd15)) mod 5)] : memref<?x?xf32>
    %acc20 = arith.muli %t_5, %t_5 : i32
    %c1_21 = arith.constant 1 : index
    %ci22 = arith.constant 42 : i32
    %loop24:2 = scf.for %k23 = %A_3 to %c0_4 step %c1_21 iter_args(%it25 = %t_0, %it26 = %ci22) -> (index, i32) {
      %ci27 = arith.constant 0 : i32
      scf.yield %it25, %ci27 : index, i32
    }
    return %acc20, %acc20 : i32, i32
  }
  func.func @m2(%buf_0: f32, %n_1: memref<16xf32>, %n_2: memref<?xi32>, %buf_3: i32, %t_4: tensor<?x8xf32>, %m_5: i32) {
    %sum1 = arith.mulf %buf_0, %buf_0 : f32
    %tile2 = memref.alloca() {alignment = 64 : i64} : memref<4x8xf32>
    %bnd3 = affine.max affine_map<() -> ((-3) * 2, 2)> ()
    %upd4 = tensor.insert %buf_0 into %t_4[%bnd3, %bnd3] : tensor<?x8xf32>
    %sel5:2 = affine.if affine_set<(d0, d1) : (-(d1) >= 0)>(%bnd3, %bnd3) -> (i32, f32) {
      %c2_6 = arith.constant 2 : index
      %slice7 = tensor.extract_slice %t_4[0, 0] [%bnd3, 1] [%c2_6, 1] : tensor<?x8xf32> to tensor<?x1xf32>
      %acc8 = arith.muli %bnd3, %bnd3 : index
      %ld9 = affine.load %tile2[(2 * (symbol(%bnd3))) floordiv 3, (-(2)) + (-(%bnd3))] : memref<4x8xf32>
      affine.yield %m_5, %buf_0 : i32, f32
    } else {
      %c4_10 = arith.constant 4 : index
      %upd11 = tensor.insert %buf_0 into %upd4[%c4_10, %c4_10] : tensor<?x8xf32>
      %ci12 = arith.constant 1 : i32
      affine.yield %ci12, %buf_0 : i32, f32
    }
    %sel13:2 = affine.if affine_set<(d0)[s0] : (2 * ((-3) - (2)) >= 0, (0) * -1 == 0)>(%bnd3)[%bnd3] -> (index, f32) {
      affine.yield %bnd3, %buf_0 : index, f32
    } else {
      affine.yield %bnd3, %sum1 : index, f32
    }
    %view14 = memref.subview %n_2[%bnd3] [1] [1] : memref<?xi32> to memref<i32, strided<[], offset: ?>>
    affine.store %buf_3, %n_2[-2 * ((%bnd3) + (symbol(%bnd3)))] : memref<?xi32>
    %acc15 = arith.subi %m_5, %buf_3 : i32
    affine.for %i16 = 4 to affine_map<(d0)[s0, s1] -> (1)>(%bnd3)[%bnd3, %sel13#0] step 2 {
      %cst18 = arith.constant 0.0 : f32
      memref.store %cst18, %n_1[%bnd3] : memref<16xf32>
      %bnd19 = affine.max affine_map<(d0, d1)[s0, s1] -> (1)> (%i16, %bnd3)[%sel13#0, %bnd3]
      %acc20 = arith.muli %i16, %i16 : index
    }
    %elt21 = tensor.extract %t_4[%bnd3, %bnd3] : tensor<?x8xf32>
    %c2_22 = arith.constant 2 : index
    %elt23 = tensor.extract %upd4[%bnd3, %c2_22] : tensor<?x8xf32>
    return
  }
}
