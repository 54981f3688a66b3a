mod d {
    ods_macros::include_ods!("format-optional-no-anchor.ods");
}

fn main() {}
