mod d {
    ods_macros::include_ods!("def-format-struct-then-comma.ods");

}

fn main() {}
