mod d {
    ods_macros::include_ods!("unterminated-string.ods");
}

fn main() {}
