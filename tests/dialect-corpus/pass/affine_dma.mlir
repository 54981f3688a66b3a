// affine.dma_start and affine.dma_wait in custom and generic form: subscripts over dimensions
// and symbols, constants, strides, 0-d tags, and the generic form's discardable maps (extra
// attributes are not printed in the custom form).
func.func @f(%src: memref<40x128xf32>, %dst: memref<2x1024xf32, 1>, %tag: memref<1xi32, 2>, %tag0: memref<i32>, %i: index, %j: index, %n: index) {
  %c0 = arith.constant 0 : index
  %num = arith.constant 256 : index
  affine.for %k = 0 to 10 {
    affine.dma_start %src[%i + 3, %k], %dst[%k + 7, symbol(%n)], %tag[%c0], %num : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
    affine.dma_start %src[%i, %j], %dst[%k, %n], %tag[%k], %num, %i, %j : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
    affine.dma_start %src[(%k floordiv 4) mod 3, 0], %dst[1, %k * 2], %tag0[], %num : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<i32>
    affine.dma_wait %tag[%k * 2], %num : memref<1xi32, 2>
    affine.dma_wait %tag0[], %num : memref<i32>
  }
  "affine.dma_wait"(%tag, %c0, %num) {tag_map = affine_map<(d0) -> (d0)>, foo = 1} : (memref<1xi32, 2>, index, index) -> ()
  "affine.dma_start"(%src, %c0, %c0, %dst, %c0, %tag, %num) {src_map = affine_map<(d0, d1) -> (d0, d1)>, dst_map = affine_map<()[s0] -> (0, s0)>, tag_map = affine_map<() -> (0)>} : (memref<40x128xf32>, index, index, memref<2x1024xf32, 1>, index, memref<1xi32, 2>, index) -> ()
  return
}
