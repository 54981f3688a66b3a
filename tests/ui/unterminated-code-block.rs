mod d {
    ods_macros::include_ods!("unterminated-code-block.ods");
}

fn main() {}
