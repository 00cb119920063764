variable "name" {
  type = list(object({label = optional(list(bool), [false, true]), id = optional(any)}))
  default = [ {
label = [ 5 , false ]
id = {
count = .
.
} , {
id = "line\nbreak"
} ]
}

variable "zone" {
  type = bool
}
