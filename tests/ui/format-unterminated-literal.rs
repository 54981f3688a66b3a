mod d {
    ods_macros::include_ods!("format-unterminated-literal.ods");
}

fn main() {}
