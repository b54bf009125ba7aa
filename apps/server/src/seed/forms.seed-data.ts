import {
  FieldType,
  FormDefinitionSchema,
  type FormDefinition,
  type FormLifecycleId,
  FormLifecycle,
  type WorkOrderTypeName,
} from "@fieldstead/domain";

/** A demo form: its texts, its definition and the life-cycle moves it went through (days before now). */
export type DemoForm = {
  name: string;
  description: string;
  workOrderType: WorkOrderTypeName | null;
  definition: FormDefinition;
  moves: { to: FormLifecycleId; daysAgo: number; comment: string | null; byReviewer: boolean }[];
};

const S = FormLifecycle;

/**
 * The fueling crew's reading: the tank before and after, the litres delivered worked out from the two, a
 * photo of the gauge and the fuel type. Approved, so work orders of the Fueling type can use it.
 */
const FUELING_READING: DemoForm = {
  name: "Fueling reading",
  description: "Tank levels, litres delivered and a photo of the gauge, taken at every fuel delivery.",
  workOrderType: "Fueling",
  definition: FormDefinitionSchema.parse({
    Sections: [
      {
        SectionId: 1,
        Name: "Fuel delivery",
        OrderIndex: 0,
        Fields: [
          {
            QuestionId: 1,
            QuestionText: "Tank level before delivery (litres)",
            FieldTypeId: FieldType.Decimal,
            IsRequired: true,
            OrderIndex: 0,
            Unit: "L",
            FieldAlias: "LevelBefore",
          },
          {
            QuestionId: 2,
            QuestionText: "Tank level after delivery (litres)",
            FieldTypeId: FieldType.Decimal,
            IsRequired: true,
            OrderIndex: 1,
            Unit: "L",
            FieldAlias: "LevelAfter",
          },
          {
            QuestionId: 3,
            QuestionText: "Litres delivered",
            FieldTypeId: FieldType.Decimal,
            IsReadOnly: true,
            OrderIndex: 2,
            Unit: "L",
            FieldAlias: "LitresDelivered",
            Formula: "[LevelAfter] - [LevelBefore]",
          },
          {
            QuestionId: 4,
            QuestionText: "Photo of the fuel gauge",
            FieldTypeId: FieldType.Picture,
            IsRequired: true,
            OrderIndex: 3,
            AllowedMediaFormats: "jpg, jpeg, png",
          },
          {
            QuestionId: 5,
            QuestionText: "Fuel type",
            FieldTypeId: FieldType.Dropdown,
            IsRequired: true,
            OrderIndex: 4,
            Options: ["Diesel", "Petrol", "Kerosene"],
          },
        ],
      },
    ],
  }),
  moves: [
    { to: S.Draft, daysAgo: 30, comment: null, byReviewer: false },
    { to: S.RequestForReview, daysAgo: 29, comment: "Ready for the fueling crews.", byReviewer: false },
    { to: S.Approve, daysAgo: 28, comment: "Approved for Fueling work orders.", byReviewer: true },
  ],
};

/** A site survey still being written: access and condition of a site, with hazards to tick. */
const SITE_SURVEY: DemoForm = {
  name: "Site survey",
  description: "A first visit to a site: how to get in, what is there and what is in the way.",
  workOrderType: null,
  definition: FormDefinitionSchema.parse({
    Sections: [
      {
        SectionId: 1,
        Name: "Access",
        OrderIndex: 0,
        SubSections: [{ SubSectionId: 1, Name: "Gate and keys", OrderIndex: 0 }],
        Fields: [
          {
            QuestionId: 1,
            QuestionText: "Survey date",
            FieldTypeId: FieldType.Date,
            IsRequired: true,
            OrderIndex: 0,
          },
          {
            QuestionId: 2,
            QuestionText: "How is the site reached?",
            FieldTypeId: FieldType.Paragraph,
            OrderIndex: 1,
            SubSectionId: 1,
            MaxLength: 1000,
          },
        ],
      },
      {
        SectionId: 2,
        Name: "Condition",
        OrderIndex: 1,
        Fields: [
          {
            QuestionId: 3,
            QuestionText: "Hazards seen",
            FieldTypeId: FieldType.Multiselect,
            OrderIndex: 0,
            Options: ["Standing water", "Loose cabling", "Vegetation", "Damaged fence"],
            MultiselectFieldMaxSelections: 4,
          },
          {
            QuestionId: 4,
            QuestionText: "Antennas on the structure",
            FieldTypeId: FieldType.WholeNumber,
            OrderIndex: 1,
          },
        ],
      },
    ],
  }),
  moves: [{ to: S.Draft, daysAgo: 3, comment: null, byReviewer: false }],
};

export const DEMO_FORMS: readonly DemoForm[] = [FUELING_READING, SITE_SURVEY];
