variable "zone" {
  type = object({label = any, id = number})
  default = x [ [ 0 ! ] . y
}
