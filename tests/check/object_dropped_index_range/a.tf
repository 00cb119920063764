variable "items" {
  type = list(object({id = optional(string, "abc"), enabled = tuple([string, number, any]), label = optional(set(string))}))
  default = [ {
id = {
a = "b"
}
label = [ "abc" , , "1" ]
} [ { } ]
}

variable "tags" {
  type = any
  default = [1, [2, [3]]]
}

variable "cfg" {
  type = any
  default = null
}

variable "name" {
  default = [ null , - 3 , "true" ] , {
ports = null
id = 0
} , {
label = "10.0.0.0/8"
count = "a"
ports =
} ]
}
