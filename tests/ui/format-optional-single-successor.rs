mod d {
    ods_macros::include_ods!("format-optional-single-successor.ods");
}

fn main() {}
