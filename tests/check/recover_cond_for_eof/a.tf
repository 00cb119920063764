variable "a" {
  default = 
}

variable "b" {
  default = true ? [ for 1 } : [ ]
}
