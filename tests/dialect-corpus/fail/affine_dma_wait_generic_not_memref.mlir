// affine: dma_wait on a tensor tag (generic form).
func.func @f(%t: tensor<1xi32>, %n: index, %c0: index) {
  "affine.dma_wait"(%t, %c0, %n) {tag_map = affine_map<(d0) -> (d0)>} : (tensor<1xi32>, index, index) -> ()
  return
}
