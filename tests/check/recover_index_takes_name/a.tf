variable "a" {
  type = any
  default = [ ( 1 , [ 2 in , 3 ] ... )
}

variable "b" {
  type = object({id = optional(string, [])})
}

variable "c" {
  default = x.*.y
}
