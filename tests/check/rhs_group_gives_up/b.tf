variable "b" {
  default = [ 2 + "a" * -( true ? 3 ), "x" ]
}
