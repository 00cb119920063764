variable "b1" {
  default = ( { a = 2 ? 3 } ) * 5
}

