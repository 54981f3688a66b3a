mod d {
    ods_macros::include_ods!("unterminated-text-string.ods");
}

fn main() {}
