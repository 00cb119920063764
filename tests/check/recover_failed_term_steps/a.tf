variable "a" {
  type = any
  default = ( 1 + ) [ 3 ]
}
