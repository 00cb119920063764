variable "b" {
  default = x [ 1 * "a" + ].y
}
