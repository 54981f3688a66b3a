// A random program (ods_tests::gen::memory_program, seed 1).
module {
  func.func @m0(%off_0: index, %A_1: memref<?x?xf32, strided<[1, ?]>>) {
    %ci1 = arith.constant -7 : i32
    %acc2 = arith.subi %ci1, %ci1 : i32
    %c3_3 = arith.constant 3 : index
    %val4 = memref.load %A_1[%off_0, %c3_3] : memref<?x?xf32, strided<[1, ?]>>
    memref.store %val4, %A_1[%off_0, %off_0] : memref<?x?xf32, strided<[1, ?]>>
    %e5 = tensor.empty() : tensor<4xf32>
    %upd6 = tensor.insert %val4 into %e5[%c3_3] : tensor<4xf32>
    %c2_7 = arith.constant 2 : index
    %slice8 = tensor.extract_slice %e5[%c2_7] [1] [1] : tensor<4xf32> to tensor<1xf32>
    %slice9 = tensor.extract_slice %slice8[0] [1] [1] : tensor<1xf32> to tensor<1xf32>
    %slice10 = tensor.extract_slice %e5[0] [4] [1] : tensor<4xf32> to tensor<4xf32>
    return
  }
  func.func @m1(%buf_0: index, %A_1: tensor<?xf32>) -> i32 {
    %buf1 = memref.alloc() : memref<4x8xi32>
    %view2 = memref.subview %buf1[1, 3] [2, 2] [1, 1] : memref<4x8xi32> to memref<2x2xi32, strided<[8, 1], offset: 11>>
    %ci3 = arith.constant 42 : i32
    return %ci3 : i32
  }
  func.func @m2(%buf_0: memref<4xf32>, %n_1: index, %x_2: i32, %x_3: f32, %t_4: index) -> index {
    %acc1 = arith.muli %x_2, %x_2 : i32
    %idx2 = affine.apply affine_map<(d0, d1)[s0] -> ((d1) ceildiv 1)> (%n_1, %t_4)[%n_1]
    %acc3 = arith.addi %t_4, %t_4 : index
    affine.for %i4 = affine_map<()[s0] -> ((s0) + (s0))>()[%t_4] to %idx2 step 3 {
      %view6 = memref.subview %buf_0[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
      %e7 = tensor.empty() : tensor<4xf32>
      %upd8 = tensor.insert %x_3 into %e7[%idx2] : tensor<4xf32>
      affine.yield
    }
    %acc9 = arith.muli %x_2, %acc1 : i32
    %ci10 = arith.constant 1 : i32
    %acc11 = arith.addi %acc9, %ci10 : i32
    %e12 = tensor.empty() : tensor<4x8xf32>
    %c8_13 = arith.constant 8 : index
    %elt14 = tensor.extract %e12[%acc3, %c8_13] : tensor<4x8xf32>
    %acc15 = arith.subi %n_1, %n_1 : index
    return %t_4 : index
  }
}
