mod d {
    ods_macros::include_ods!("format-optional-anchor-required-attr.ods");
}

fn main() {}
