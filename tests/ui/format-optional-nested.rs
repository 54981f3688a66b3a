mod d {
    ods_macros::include_ods!("format-optional-nested.ods");
}

fn main() {}
